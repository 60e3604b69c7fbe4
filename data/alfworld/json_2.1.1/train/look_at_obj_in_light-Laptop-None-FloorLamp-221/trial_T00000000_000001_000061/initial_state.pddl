(define (problem plan_trial_T00000000_000001_000061)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        ButterKnifeType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        VaseType - otype
        FloorLamp_bar__minus_00_dot_08_bar__plus_00_dot_06_bar__minus_01_dot_06 - object
        Laptop_bar__plus_01_dot_97_bar__plus_00_dot_51_bar__minus_00_dot_29 - object
        Laptop_bar__minus_00_dot_52_bar__plus_01_dot_46_bar__minus_02_dot_98 - object
        KeyChain_bar__plus_01_dot_25_bar__plus_00_dot_92_bar__plus_02_dot_39 - object
        KeyChain_bar__plus_00_dot_61_bar__plus_01_dot_20_bar__plus_02_dot_61 - object
        Pillow_bar__plus_02_dot_31_bar__plus_01_dot_14_bar__plus_01_dot_37 - object
        Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81 - object
        RemoteControl_bar__minus_02_dot_67_bar__plus_00_dot_44_bar__plus_00_dot_21 - object
        Vase_bar__minus_01_dot_32_bar__plus_00_dot_17_bar__plus_00_dot_42 - object
        Vase_bar__plus_02_dot_80_bar__plus_00_dot_53_bar__plus_01_dot_94 - object
        ArmChair_bar__plus_00_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_78 - receptacle
        CoffeeTable_bar__minus_01_dot_06_bar__plus_00_dot_10_bar__minus_02_dot_47 - receptacle
        CoffeeTable_bar__minus_01_dot_09_bar__plus_00_dot_10_bar__minus_00_dot_74 - receptacle
        DiningTable_bar__minus_03_dot_43_bar__plus_00_dot_10_bar__minus_01_dot_19 - receptacle
        Drawer_bar__minus_00_dot_03_bar__plus_00_dot_87_bar__minus_02_dot_47 - receptacle
        SideTable_bar__minus_00_dot_03_bar__plus_00_dot_10_bar__minus_02_dot_55 - receptacle
        Sofa_bar__minus_00_dot_91_bar__plus_00_dot_10_bar__plus_00_dot_96 - receptacle
        loc_bar_0_bar__minus_7_bar_2_bar_30 - location
        loc_bar_8_bar_0_bar_1_bar_30 - location
        loc_bar__minus_14_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_7_bar_0_bar_30 - location
        loc_bar__minus_6_bar_0_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar_0_bar_1_bar_30)
        (receptacleType ArmChair_bar__plus_00_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_78 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_66_bar__plus_00_dot_10_bar__minus_01_dot_78 loc_bar__minus_2_bar__minus_6_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_06_bar__plus_00_dot_10_bar__minus_02_dot_47 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_06_bar__plus_00_dot_10_bar__minus_02_dot_47 loc_bar__minus_5_bar__minus_6_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_09_bar__plus_00_dot_10_bar__minus_00_dot_74 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_09_bar__plus_00_dot_10_bar__minus_00_dot_74 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_43_bar__plus_00_dot_10_bar__minus_01_dot_19 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_43_bar__plus_00_dot_10_bar__minus_01_dot_19 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_03_bar__plus_00_dot_87_bar__minus_02_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_03_bar__plus_00_dot_87_bar__minus_02_dot_47 loc_bar__minus_1_bar__minus_6_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_03_bar__plus_00_dot_87_bar__minus_02_dot_47)
        (receptacleType SideTable_bar__minus_00_dot_03_bar__plus_00_dot_10_bar__minus_02_dot_55 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_03_bar__plus_00_dot_10_bar__minus_02_dot_55 loc_bar_0_bar__minus_7_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_00_dot_91_bar__plus_00_dot_10_bar__plus_00_dot_96 SofaType)
        (receptacleAtLocation Sofa_bar__minus_00_dot_91_bar__plus_00_dot_10_bar__plus_00_dot_96 loc_bar__minus_6_bar_0_bar_0_bar_30)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType VaseType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__minus_00_dot_08_bar__plus_00_dot_06_bar__minus_01_dot_06 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_00_dot_08_bar__plus_00_dot_06_bar__minus_01_dot_06 DiningTable_bar__minus_03_dot_43_bar__plus_00_dot_10_bar__minus_01_dot_19)
        (objectAtLocation FloorLamp_bar__minus_00_dot_08_bar__plus_00_dot_06_bar__minus_01_dot_06 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (toggleable FloorLamp_bar__minus_00_dot_08_bar__plus_00_dot_06_bar__minus_01_dot_06)
        (objectType Laptop_bar__plus_01_dot_97_bar__plus_00_dot_51_bar__minus_00_dot_29 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_97_bar__plus_00_dot_51_bar__minus_00_dot_29 CoffeeTable_bar__minus_01_dot_06_bar__plus_00_dot_10_bar__minus_02_dot_47)
        (objectAtLocation Laptop_bar__plus_01_dot_97_bar__plus_00_dot_51_bar__minus_00_dot_29 loc_bar__minus_5_bar__minus_6_bar_2_bar_30)
        (pickupable Laptop_bar__plus_01_dot_97_bar__plus_00_dot_51_bar__minus_00_dot_29)
        (objectType Laptop_bar__minus_00_dot_52_bar__plus_01_dot_46_bar__minus_02_dot_98 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_52_bar__plus_01_dot_46_bar__minus_02_dot_98 CoffeeTable_bar__minus_01_dot_09_bar__plus_00_dot_10_bar__minus_00_dot_74)
        (objectAtLocation Laptop_bar__minus_00_dot_52_bar__plus_01_dot_46_bar__minus_02_dot_98 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (pickupable Laptop_bar__minus_00_dot_52_bar__plus_01_dot_46_bar__minus_02_dot_98)
        (objectType KeyChain_bar__plus_01_dot_25_bar__plus_00_dot_92_bar__plus_02_dot_39 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_25_bar__plus_00_dot_92_bar__plus_02_dot_39 Drawer_bar__minus_00_dot_03_bar__plus_00_dot_87_bar__minus_02_dot_47)
        (objectAtLocation KeyChain_bar__plus_01_dot_25_bar__plus_00_dot_92_bar__plus_02_dot_39 loc_bar__minus_1_bar__minus_6_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_25_bar__plus_00_dot_92_bar__plus_02_dot_39)
        (objectType KeyChain_bar__plus_00_dot_61_bar__plus_01_dot_20_bar__plus_02_dot_61 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_61_bar__plus_01_dot_20_bar__plus_02_dot_61 Sofa_bar__minus_00_dot_91_bar__plus_00_dot_10_bar__plus_00_dot_96)
        (objectAtLocation KeyChain_bar__plus_00_dot_61_bar__plus_01_dot_20_bar__plus_02_dot_61 loc_bar__minus_6_bar_0_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_61_bar__plus_01_dot_20_bar__plus_02_dot_61)
        (objectType Pillow_bar__plus_02_dot_31_bar__plus_01_dot_14_bar__plus_01_dot_37 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_31_bar__plus_01_dot_14_bar__plus_01_dot_37 Sofa_bar__minus_00_dot_91_bar__plus_00_dot_10_bar__plus_00_dot_96)
        (objectAtLocation Pillow_bar__plus_02_dot_31_bar__plus_01_dot_14_bar__plus_01_dot_37 loc_bar__minus_6_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar__plus_02_dot_31_bar__plus_01_dot_14_bar__plus_01_dot_37)
        (objectType Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81 CoffeeTable_bar__minus_01_dot_09_bar__plus_00_dot_10_bar__minus_00_dot_74)
        (objectAtLocation Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (pickupable Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81)
        (cleanable Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81)
        (heatable Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81)
        (coolable Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81)
        (isReceptacleObject Plate_bar__plus_01_dot_77_bar__plus_01_dot_31_bar__minus_01_dot_81)
        (objectType RemoteControl_bar__minus_02_dot_67_bar__plus_00_dot_44_bar__plus_00_dot_21 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_67_bar__plus_00_dot_44_bar__plus_00_dot_21 Sofa_bar__minus_00_dot_91_bar__plus_00_dot_10_bar__plus_00_dot_96)
        (objectAtLocation RemoteControl_bar__minus_02_dot_67_bar__plus_00_dot_44_bar__plus_00_dot_21 loc_bar__minus_6_bar_0_bar_0_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_67_bar__plus_00_dot_44_bar__plus_00_dot_21)
        (objectType Vase_bar__minus_01_dot_32_bar__plus_00_dot_17_bar__plus_00_dot_42 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_32_bar__plus_00_dot_17_bar__plus_00_dot_42 SideTable_bar__minus_00_dot_03_bar__plus_00_dot_10_bar__minus_02_dot_55)
        (objectAtLocation Vase_bar__minus_01_dot_32_bar__plus_00_dot_17_bar__plus_00_dot_42 loc_bar_0_bar__minus_7_bar_2_bar_30)
        (pickupable Vase_bar__minus_01_dot_32_bar__plus_00_dot_17_bar__plus_00_dot_42)
        (objectType Vase_bar__plus_02_dot_80_bar__plus_00_dot_53_bar__plus_01_dot_94 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_80_bar__plus_00_dot_53_bar__plus_01_dot_94 DiningTable_bar__minus_03_dot_43_bar__plus_00_dot_10_bar__minus_01_dot_19)
        (objectAtLocation Vase_bar__plus_02_dot_80_bar__plus_00_dot_53_bar__plus_01_dot_94 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (pickupable Vase_bar__plus_02_dot_80_bar__plus_00_dot_53_bar__plus_01_dot_94)
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
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
