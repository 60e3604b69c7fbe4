(define (problem plan_trial_T00000000_000001_000071)
(:domain alfred)
(:objects
        agent1 - agent
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        VaseType - otype
        WatchType - otype
        FloorLamp_bar__minus_01_dot_11_bar__plus_00_dot_32_bar__plus_00_dot_94 - object
        Newspaper_bar__minus_02_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_65 - object
        Newspaper_bar__minus_01_dot_11_bar__plus_00_dot_91_bar__minus_02_dot_23 - object
        Box_bar__minus_00_dot_23_bar__plus_00_dot_90_bar__plus_00_dot_35 - object
        CreditCard_bar__minus_00_dot_92_bar__plus_00_dot_48_bar__minus_02_dot_97 - object
        CreditCard_bar__plus_01_dot_49_bar__plus_00_dot_99_bar__plus_01_dot_68 - object
        Laptop_bar__minus_02_dot_72_bar__plus_00_dot_56_bar__plus_00_dot_27 - object
        Pillow_bar__plus_01_dot_92_bar__plus_01_dot_45_bar__minus_01_dot_23 - object
        Pillow_bar__plus_02_dot_33_bar__plus_01_dot_36_bar__plus_02_dot_93 - object
        Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71 - object
        Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49 - object
        RemoteControl_bar__minus_00_dot_33_bar__plus_00_dot_59_bar__minus_02_dot_44 - object
        RemoteControl_bar__minus_02_dot_28_bar__plus_00_dot_18_bar__minus_02_dot_71 - object
        Vase_bar__minus_01_dot_99_bar__plus_00_dot_94_bar__minus_00_dot_28 - object
        Vase_bar__minus_00_dot_76_bar__plus_01_dot_17_bar__minus_02_dot_60 - object
        Watch_bar__plus_00_dot_53_bar__plus_00_dot_18_bar__plus_02_dot_57 - object
        Watch_bar__minus_00_dot_93_bar__plus_00_dot_49_bar__minus_00_dot_61 - object
        CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45 - receptacle
        DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45 - receptacle
        Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48 - receptacle
        GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73 - receptacle
        SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74 - receptacle
        SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46 - receptacle
        Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46 - receptacle
        Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43 - receptacle
        loc_bar__minus_10_bar_6_bar_1_bar_30 - location
        loc_bar__minus_11_bar_9_bar_3_bar_30 - location
        loc_bar__minus_12_bar_15_bar_0_bar_30 - location
        loc_bar__minus_13_bar_7_bar_2_bar_30 - location
        loc_bar__minus_18_bar_10_bar_3_bar_30 - location
        loc_bar__minus_19_bar_18_bar_1_bar_30 - location
        loc_bar__minus_5_bar_17_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_0_bar_30 - location
        loc_bar__minus_6_bar_17_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_4_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48 loc_bar__minus_12_bar_15_bar_0_bar_30)
        (openable Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48)
        (receptacleType GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73 loc_bar__minus_5_bar_17_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46 loc_bar__minus_19_bar_18_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43 SofaType)
        (receptacleAtLocation Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType NewspaperType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__minus_01_dot_11_bar__plus_00_dot_32_bar__plus_00_dot_94 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_01_dot_11_bar__plus_00_dot_32_bar__plus_00_dot_94 DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45)
        (objectAtLocation FloorLamp_bar__minus_01_dot_11_bar__plus_00_dot_32_bar__plus_00_dot_94 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (toggleable FloorLamp_bar__minus_01_dot_11_bar__plus_00_dot_32_bar__plus_00_dot_94)
        (objectType Newspaper_bar__minus_02_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_65 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_65 GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73)
        (objectAtLocation Newspaper_bar__minus_02_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_65 loc_bar__minus_5_bar_17_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_65)
        (objectType Newspaper_bar__minus_01_dot_11_bar__plus_00_dot_91_bar__minus_02_dot_23 NewspaperType)
        (inReceptacle Newspaper_bar__minus_01_dot_11_bar__plus_00_dot_91_bar__minus_02_dot_23 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation Newspaper_bar__minus_01_dot_11_bar__plus_00_dot_91_bar__minus_02_dot_23 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable Newspaper_bar__minus_01_dot_11_bar__plus_00_dot_91_bar__minus_02_dot_23)
        (objectType Box_bar__minus_00_dot_23_bar__plus_00_dot_90_bar__plus_00_dot_35 BoxType)
        (inReceptacle Box_bar__minus_00_dot_23_bar__plus_00_dot_90_bar__plus_00_dot_35 SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74)
        (objectAtLocation Box_bar__minus_00_dot_23_bar__plus_00_dot_90_bar__plus_00_dot_35 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Box_bar__minus_00_dot_23_bar__plus_00_dot_90_bar__plus_00_dot_35)
        (isReceptacleObject Box_bar__minus_00_dot_23_bar__plus_00_dot_90_bar__plus_00_dot_35)
        (objectType CreditCard_bar__minus_00_dot_92_bar__plus_00_dot_48_bar__minus_02_dot_97 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_92_bar__plus_00_dot_48_bar__minus_02_dot_97 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation CreditCard_bar__minus_00_dot_92_bar__plus_00_dot_48_bar__minus_02_dot_97 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_92_bar__plus_00_dot_48_bar__minus_02_dot_97)
        (objectType CreditCard_bar__plus_01_dot_49_bar__plus_00_dot_99_bar__plus_01_dot_68 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_49_bar__plus_00_dot_99_bar__plus_01_dot_68 DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45)
        (objectAtLocation CreditCard_bar__plus_01_dot_49_bar__plus_00_dot_99_bar__plus_01_dot_68 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_49_bar__plus_00_dot_99_bar__plus_01_dot_68)
        (objectType Laptop_bar__minus_02_dot_72_bar__plus_00_dot_56_bar__plus_00_dot_27 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_72_bar__plus_00_dot_56_bar__plus_00_dot_27 Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46)
        (objectAtLocation Laptop_bar__minus_02_dot_72_bar__plus_00_dot_56_bar__plus_00_dot_27 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (pickupable Laptop_bar__minus_02_dot_72_bar__plus_00_dot_56_bar__plus_00_dot_27)
        (objectType Pillow_bar__plus_01_dot_92_bar__plus_01_dot_45_bar__minus_01_dot_23 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_92_bar__plus_01_dot_45_bar__minus_01_dot_23 Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46)
        (objectAtLocation Pillow_bar__plus_01_dot_92_bar__plus_01_dot_45_bar__minus_01_dot_23 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar__plus_01_dot_92_bar__plus_01_dot_45_bar__minus_01_dot_23)
        (objectType Pillow_bar__plus_02_dot_33_bar__plus_01_dot_36_bar__plus_02_dot_93 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_33_bar__plus_01_dot_36_bar__plus_02_dot_93 Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43)
        (objectAtLocation Pillow_bar__plus_02_dot_33_bar__plus_01_dot_36_bar__plus_02_dot_93 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Pillow_bar__plus_02_dot_33_bar__plus_01_dot_36_bar__plus_02_dot_93)
        (objectType Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71)
        (cleanable Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71)
        (heatable Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71)
        (coolable Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71)
        (isReceptacleObject Plate_bar__minus_01_dot_96_bar__plus_00_dot_37_bar__plus_01_dot_71)
        (objectType Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49 SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46)
        (objectAtLocation Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49 loc_bar__minus_19_bar_18_bar_1_bar_30)
        (pickupable Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49)
        (cleanable Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49)
        (heatable Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49)
        (coolable Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49)
        (isReceptacleObject Plate_bar__minus_01_dot_84_bar__plus_00_dot_69_bar__plus_01_dot_49)
        (objectType RemoteControl_bar__minus_00_dot_33_bar__plus_00_dot_59_bar__minus_02_dot_44 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_33_bar__plus_00_dot_59_bar__minus_02_dot_44 Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46)
        (objectAtLocation RemoteControl_bar__minus_00_dot_33_bar__plus_00_dot_59_bar__minus_02_dot_44 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_33_bar__plus_00_dot_59_bar__minus_02_dot_44)
        (objectType RemoteControl_bar__minus_02_dot_28_bar__plus_00_dot_18_bar__minus_02_dot_71 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_28_bar__plus_00_dot_18_bar__minus_02_dot_71 SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74)
        (objectAtLocation RemoteControl_bar__minus_02_dot_28_bar__plus_00_dot_18_bar__minus_02_dot_71 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_28_bar__plus_00_dot_18_bar__minus_02_dot_71)
        (objectType Vase_bar__minus_01_dot_99_bar__plus_00_dot_94_bar__minus_00_dot_28 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_99_bar__plus_00_dot_94_bar__minus_00_dot_28 SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74)
        (objectAtLocation Vase_bar__minus_01_dot_99_bar__plus_00_dot_94_bar__minus_00_dot_28 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Vase_bar__minus_01_dot_99_bar__plus_00_dot_94_bar__minus_00_dot_28)
        (objectType Vase_bar__minus_00_dot_76_bar__plus_01_dot_17_bar__minus_02_dot_60 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_76_bar__plus_01_dot_17_bar__minus_02_dot_60 SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46)
        (objectAtLocation Vase_bar__minus_00_dot_76_bar__plus_01_dot_17_bar__minus_02_dot_60 loc_bar__minus_19_bar_18_bar_1_bar_30)
        (pickupable Vase_bar__minus_00_dot_76_bar__plus_01_dot_17_bar__minus_02_dot_60)
        (objectType Watch_bar__plus_00_dot_53_bar__plus_00_dot_18_bar__plus_02_dot_57 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_53_bar__plus_00_dot_18_bar__plus_02_dot_57 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation Watch_bar__plus_00_dot_53_bar__plus_00_dot_18_bar__plus_02_dot_57 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable Watch_bar__plus_00_dot_53_bar__plus_00_dot_18_bar__plus_02_dot_57)
        (objectType Watch_bar__minus_00_dot_93_bar__plus_00_dot_49_bar__minus_00_dot_61 WatchType)
        (inReceptacle Watch_bar__minus_00_dot_93_bar__plus_00_dot_49_bar__minus_00_dot_61 Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48)
        (objectAtLocation Watch_bar__minus_00_dot_93_bar__plus_00_dot_49_bar__minus_00_dot_61 loc_bar__minus_12_bar_15_bar_0_bar_30)
        (pickupable Watch_bar__minus_00_dot_93_bar__plus_00_dot_49_bar__minus_00_dot_61)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
