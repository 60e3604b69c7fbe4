(define (problem plan_trial_T00000000_000001_000046)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KnifeType - otype
        LaptopType - otype
        StatueType - otype
        WatchType - otype
        FloorLamp_bar__minus_02_dot_77_bar__plus_00_dot_52_bar__plus_01_dot_84 - object
        Statue_bar__plus_01_dot_14_bar__plus_00_dot_50_bar__minus_02_dot_95 - object
        Statue_bar__minus_01_dot_91_bar__plus_00_dot_09_bar__minus_00_dot_99 - object
        Statue_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_01_dot_83 - object
        CreditCard_bar__minus_02_dot_61_bar__plus_01_dot_34_bar__minus_02_dot_50 - object
        CreditCard_bar__plus_01_dot_16_bar__plus_00_dot_72_bar__minus_01_dot_06 - object
        Laptop_bar__minus_01_dot_21_bar__plus_00_dot_39_bar__minus_00_dot_73 - object
        Watch_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__minus_02_dot_05 - object
        ArmChair_bar__plus_00_dot_40_bar__plus_00_dot_00_bar__plus_02_dot_19 - receptacle
        ArmChair_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__plus_02_dot_19 - receptacle
        CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42 - receptacle
        CoffeeTable_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_82 - receptacle
        Shelf_bar__plus_01_dot_56_bar__plus_00_dot_56_bar__plus_00_dot_60 - receptacle
        Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24 - receptacle
        Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61 - receptacle
        Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42 - receptacle
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_2_bar_4_bar_0_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_4_bar_0_bar_30 - location
        loc_bar__minus_3_bar_6_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_6_bar_3_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_5_bar_2_bar_30)
        (receptacleType ArmChair_bar__plus_00_dot_40_bar__plus_00_dot_00_bar__plus_02_dot_19 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_40_bar__plus_00_dot_00_bar__plus_02_dot_19 loc_bar_2_bar_4_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__plus_02_dot_19 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__plus_02_dot_19 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42 loc_bar_4_bar_2_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_82 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_82 loc_bar__minus_3_bar_6_bar_3_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_56_bar__plus_00_dot_56_bar__plus_00_dot_60 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_56_bar__plus_00_dot_56_bar__plus_00_dot_60 loc_bar_3_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24 loc_bar_2_bar_0_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61 loc_bar__minus_5_bar__minus_6_bar_3_bar_0)
        (receptacleType Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42 loc_bar__minus_5_bar__minus_5_bar_0_bar_30)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (objectType FloorLamp_bar__minus_02_dot_77_bar__plus_00_dot_52_bar__plus_01_dot_84 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_02_dot_77_bar__plus_00_dot_52_bar__plus_01_dot_84 CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation FloorLamp_bar__minus_02_dot_77_bar__plus_00_dot_52_bar__plus_01_dot_84 loc_bar_4_bar_2_bar_3_bar_30)
        (toggleable FloorLamp_bar__minus_02_dot_77_bar__plus_00_dot_52_bar__plus_01_dot_84)
        (objectType Statue_bar__plus_01_dot_14_bar__plus_00_dot_50_bar__minus_02_dot_95 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_14_bar__plus_00_dot_50_bar__minus_02_dot_95 CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Statue_bar__plus_01_dot_14_bar__plus_00_dot_50_bar__minus_02_dot_95 loc_bar_4_bar_2_bar_3_bar_30)
        (pickupable Statue_bar__plus_01_dot_14_bar__plus_00_dot_50_bar__minus_02_dot_95)
        (objectType Statue_bar__minus_01_dot_91_bar__plus_00_dot_09_bar__minus_00_dot_99 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_91_bar__plus_00_dot_09_bar__minus_00_dot_99 CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Statue_bar__minus_01_dot_91_bar__plus_00_dot_09_bar__minus_00_dot_99 loc_bar_4_bar_2_bar_3_bar_30)
        (pickupable Statue_bar__minus_01_dot_91_bar__plus_00_dot_09_bar__minus_00_dot_99)
        (objectType Statue_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_01_dot_83 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_01_dot_83 Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61)
        (objectAtLocation Statue_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_01_dot_83 loc_bar__minus_5_bar__minus_6_bar_3_bar_0)
        (pickupable Statue_bar__minus_00_dot_52_bar__plus_00_dot_35_bar__plus_01_dot_83)
        (objectType CreditCard_bar__minus_02_dot_61_bar__plus_01_dot_34_bar__minus_02_dot_50 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_61_bar__plus_01_dot_34_bar__minus_02_dot_50 ArmChair_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__plus_02_dot_19)
        (objectAtLocation CreditCard_bar__minus_02_dot_61_bar__plus_01_dot_34_bar__minus_02_dot_50 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_61_bar__plus_01_dot_34_bar__minus_02_dot_50)
        (objectType CreditCard_bar__plus_01_dot_16_bar__plus_00_dot_72_bar__minus_01_dot_06 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_16_bar__plus_00_dot_72_bar__minus_01_dot_06 Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42)
        (objectAtLocation CreditCard_bar__plus_01_dot_16_bar__plus_00_dot_72_bar__minus_01_dot_06 loc_bar__minus_5_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_16_bar__plus_00_dot_72_bar__minus_01_dot_06)
        (objectType Laptop_bar__minus_01_dot_21_bar__plus_00_dot_39_bar__minus_00_dot_73 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_21_bar__plus_00_dot_39_bar__minus_00_dot_73 CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Laptop_bar__minus_01_dot_21_bar__plus_00_dot_39_bar__minus_00_dot_73 loc_bar_4_bar_2_bar_3_bar_30)
        (pickupable Laptop_bar__minus_01_dot_21_bar__plus_00_dot_39_bar__minus_00_dot_73)
        (objectType Watch_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__minus_02_dot_05 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__minus_02_dot_05 CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Watch_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__minus_02_dot_05 loc_bar_4_bar_2_bar_3_bar_30)
        (pickupable Watch_bar__minus_01_dot_38_bar__plus_00_dot_92_bar__minus_02_dot_05)
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
                         (objectType ?o StatueType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
