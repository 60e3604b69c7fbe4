(define (problem plan_trial_T00000000_000001_000064)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PlateType - otype
        RemoteControlType - otype
        FloorLamp_bar__minus_01_dot_36_bar__plus_01_dot_40_bar__plus_00_dot_46 - object
        Laptop_bar__plus_00_dot_44_bar__plus_01_dot_44_bar__minus_02_dot_99 - object
        Laptop_bar__plus_02_dot_43_bar__plus_00_dot_42_bar__minus_02_dot_73 - object
        Laptop_bar__plus_01_dot_21_bar__plus_00_dot_84_bar__minus_01_dot_52 - object
        Box_bar__plus_01_dot_68_bar__plus_00_dot_00_bar__plus_00_dot_21 - object
        Box_bar__minus_01_dot_02_bar__plus_00_dot_13_bar__plus_00_dot_30 - object
        CreditCard_bar__minus_00_dot_01_bar__plus_00_dot_16_bar__plus_01_dot_54 - object
        CreditCard_bar__plus_02_dot_20_bar__plus_00_dot_09_bar__plus_00_dot_40 - object
        Newspaper_bar__minus_02_dot_92_bar__plus_00_dot_55_bar__minus_00_dot_98 - object
        Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06 - object
        RemoteControl_bar__minus_02_dot_45_bar__plus_00_dot_82_bar__plus_01_dot_69 - object
        RemoteControl_bar__plus_02_dot_91_bar__plus_01_dot_28_bar__plus_01_dot_44 - object
        ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08 - receptacle
        Drawer_bar__minus_06_dot_33_bar__plus_00_dot_82_bar__plus_05_dot_00 - receptacle
        Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19 - receptacle
        Shelf_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__plus_00_dot_18 - receptacle
        Shelf_bar__minus_04_dot_67_bar__plus_01_dot_00_bar__plus_05_dot_17 - receptacle
        Shelf_bar__minus_05_dot_61_bar__plus_00_dot_45_bar__plus_05_dot_17 - receptacle
        loc_bar_1_bar_9_bar_3_bar_30 - location
        loc_bar__minus_19_bar_18_bar_0_bar_30 - location
        loc_bar__minus_24_bar_17_bar_0_bar_30 - location
        loc_bar__minus_25_bar_17_bar_0_bar_30 - location
        loc_bar__minus_3_bar_3_bar_2_bar_0 - location
        loc_bar__minus_8_bar_9_bar_1_bar_30 - location
        loc_bar__minus_9_bar_3_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_9_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_06_dot_33_bar__plus_00_dot_82_bar__plus_05_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_06_dot_33_bar__plus_00_dot_82_bar__plus_05_dot_00 loc_bar__minus_25_bar_17_bar_0_bar_30)
        (openable Drawer_bar__minus_06_dot_33_bar__plus_00_dot_82_bar__plus_05_dot_00)
        (receptacleType Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__plus_00_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__plus_00_dot_18 loc_bar__minus_9_bar_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_04_dot_67_bar__plus_01_dot_00_bar__plus_05_dot_17 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_04_dot_67_bar__plus_01_dot_00_bar__plus_05_dot_17 loc_bar__minus_19_bar_18_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_61_bar__plus_00_dot_45_bar__plus_05_dot_17 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_61_bar__plus_00_dot_45_bar__plus_05_dot_17 loc_bar__minus_24_bar_17_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType RemoteControlType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType PlateType)
        (canContain ShelfType RemoteControlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (objectType FloorLamp_bar__minus_01_dot_36_bar__plus_01_dot_40_bar__plus_00_dot_46 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_01_dot_36_bar__plus_01_dot_40_bar__plus_00_dot_46 Shelf_bar__minus_05_dot_61_bar__plus_00_dot_45_bar__plus_05_dot_17)
        (objectAtLocation FloorLamp_bar__minus_01_dot_36_bar__plus_01_dot_40_bar__plus_00_dot_46 loc_bar__minus_24_bar_17_bar_0_bar_30)
        (toggleable FloorLamp_bar__minus_01_dot_36_bar__plus_01_dot_40_bar__plus_00_dot_46)
        (objectType Laptop_bar__plus_00_dot_44_bar__plus_01_dot_44_bar__minus_02_dot_99 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_44_bar__plus_01_dot_44_bar__minus_02_dot_99 ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08)
        (objectAtLocation Laptop_bar__plus_00_dot_44_bar__plus_01_dot_44_bar__minus_02_dot_99 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (pickupable Laptop_bar__plus_00_dot_44_bar__plus_01_dot_44_bar__minus_02_dot_99)
        (objectType Laptop_bar__plus_02_dot_43_bar__plus_00_dot_42_bar__minus_02_dot_73 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_43_bar__plus_00_dot_42_bar__minus_02_dot_73 ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08)
        (objectAtLocation Laptop_bar__plus_02_dot_43_bar__plus_00_dot_42_bar__minus_02_dot_73 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (pickupable Laptop_bar__plus_02_dot_43_bar__plus_00_dot_42_bar__minus_02_dot_73)
        (objectType Laptop_bar__plus_01_dot_21_bar__plus_00_dot_84_bar__minus_01_dot_52 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_21_bar__plus_00_dot_84_bar__minus_01_dot_52 ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08)
        (objectAtLocation Laptop_bar__plus_01_dot_21_bar__plus_00_dot_84_bar__minus_01_dot_52 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (pickupable Laptop_bar__plus_01_dot_21_bar__plus_00_dot_84_bar__minus_01_dot_52)
        (objectType Box_bar__plus_01_dot_68_bar__plus_00_dot_00_bar__plus_00_dot_21 BoxType)
        (inReceptacle Box_bar__plus_01_dot_68_bar__plus_00_dot_00_bar__plus_00_dot_21 Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19)
        (objectAtLocation Box_bar__plus_01_dot_68_bar__plus_00_dot_00_bar__plus_00_dot_21 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (pickupable Box_bar__plus_01_dot_68_bar__plus_00_dot_00_bar__plus_00_dot_21)
        (isReceptacleObject Box_bar__plus_01_dot_68_bar__plus_00_dot_00_bar__plus_00_dot_21)
        (objectType Box_bar__minus_01_dot_02_bar__plus_00_dot_13_bar__plus_00_dot_30 BoxType)
        (inReceptacle Box_bar__minus_01_dot_02_bar__plus_00_dot_13_bar__plus_00_dot_30 Shelf_bar__minus_05_dot_61_bar__plus_00_dot_45_bar__plus_05_dot_17)
        (objectAtLocation Box_bar__minus_01_dot_02_bar__plus_00_dot_13_bar__plus_00_dot_30 loc_bar__minus_24_bar_17_bar_0_bar_30)
        (pickupable Box_bar__minus_01_dot_02_bar__plus_00_dot_13_bar__plus_00_dot_30)
        (isReceptacleObject Box_bar__minus_01_dot_02_bar__plus_00_dot_13_bar__plus_00_dot_30)
        (objectType CreditCard_bar__minus_00_dot_01_bar__plus_00_dot_16_bar__plus_01_dot_54 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_01_bar__plus_00_dot_16_bar__plus_01_dot_54 Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19)
        (objectAtLocation CreditCard_bar__minus_00_dot_01_bar__plus_00_dot_16_bar__plus_01_dot_54 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (pickupable CreditCard_bar__minus_00_dot_01_bar__plus_00_dot_16_bar__plus_01_dot_54)
        (objectType CreditCard_bar__plus_02_dot_20_bar__plus_00_dot_09_bar__plus_00_dot_40 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_20_bar__plus_00_dot_09_bar__plus_00_dot_40 Shelf_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__plus_00_dot_18)
        (objectAtLocation CreditCard_bar__plus_02_dot_20_bar__plus_00_dot_09_bar__plus_00_dot_40 loc_bar__minus_9_bar_3_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_20_bar__plus_00_dot_09_bar__plus_00_dot_40)
        (objectType Newspaper_bar__minus_02_dot_92_bar__plus_00_dot_55_bar__minus_00_dot_98 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_92_bar__plus_00_dot_55_bar__minus_00_dot_98 Drawer_bar__minus_06_dot_33_bar__plus_00_dot_82_bar__plus_05_dot_00)
        (objectAtLocation Newspaper_bar__minus_02_dot_92_bar__plus_00_dot_55_bar__minus_00_dot_98 loc_bar__minus_25_bar_17_bar_0_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_92_bar__plus_00_dot_55_bar__minus_00_dot_98)
        (objectType Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06 Shelf_bar__minus_01_dot_78_bar__plus_00_dot_99_bar__plus_00_dot_18)
        (objectAtLocation Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06 loc_bar__minus_9_bar_3_bar_2_bar_30)
        (pickupable Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06)
        (cleanable Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06)
        (heatable Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06)
        (coolable Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06)
        (isReceptacleObject Plate_bar__plus_00_dot_00_bar__plus_00_dot_13_bar__plus_01_dot_06)
        (objectType RemoteControl_bar__minus_02_dot_45_bar__plus_00_dot_82_bar__plus_01_dot_69 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_45_bar__plus_00_dot_82_bar__plus_01_dot_69 Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19)
        (objectAtLocation RemoteControl_bar__minus_02_dot_45_bar__plus_00_dot_82_bar__plus_01_dot_69 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (pickupable RemoteControl_bar__minus_02_dot_45_bar__plus_00_dot_82_bar__plus_01_dot_69)
        (objectType RemoteControl_bar__plus_02_dot_91_bar__plus_01_dot_28_bar__plus_01_dot_44 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_91_bar__plus_01_dot_28_bar__plus_01_dot_44 Shelf_bar__minus_05_dot_61_bar__plus_00_dot_45_bar__plus_05_dot_17)
        (objectAtLocation RemoteControl_bar__plus_02_dot_91_bar__plus_01_dot_28_bar__plus_01_dot_44 loc_bar__minus_24_bar_17_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_91_bar__plus_01_dot_28_bar__plus_01_dot_44)
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
