(define (problem plan_trial_T00000000_000001_000058)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        ButterKnifeType - otype
        CandleType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        FloorLamp_bar__plus_00_dot_03_bar__plus_01_dot_31_bar__plus_02_dot_61 - object
        Candle_bar__plus_02_dot_58_bar__plus_00_dot_09_bar__minus_00_dot_39 - object
        Candle_bar__minus_01_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_19 - object
        KeyChain_bar__minus_00_dot_76_bar__plus_00_dot_22_bar__plus_02_dot_92 - object
        Laptop_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__minus_01_dot_11 - object
        Laptop_bar__minus_00_dot_81_bar__plus_00_dot_23_bar__minus_02_dot_91 - object
        Pillow_bar__plus_01_dot_42_bar__plus_00_dot_64_bar__minus_01_dot_71 - object
        Pillow_bar__minus_02_dot_86_bar__plus_01_dot_12_bar__minus_00_dot_72 - object
        RemoteControl_bar__minus_01_dot_65_bar__plus_01_dot_05_bar__plus_01_dot_23 - object
        Statue_bar__plus_01_dot_11_bar__plus_00_dot_29_bar__minus_02_dot_00 - object
        ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06 - receptacle
        ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 - receptacle
        ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 - receptacle
        CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 - receptacle
        DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 - receptacle
        DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79 - receptacle
        Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 - receptacle
        TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 - receptacle
        loc_bar_7_bar_2_bar_2_bar_30 - location
        loc_bar_8_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_11_bar_0_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_0_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_8_bar_7_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_2_bar_2_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06 loc_bar__minus_6_bar_5_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (receptacleType DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (receptacleType TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 loc_bar__minus_8_bar_7_bar_0_bar_30)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CandleType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__plus_00_dot_03_bar__plus_01_dot_31_bar__plus_02_dot_61 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_00_dot_03_bar__plus_01_dot_31_bar__plus_02_dot_61 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation FloorLamp_bar__plus_00_dot_03_bar__plus_01_dot_31_bar__plus_02_dot_61 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (toggleable FloorLamp_bar__plus_00_dot_03_bar__plus_01_dot_31_bar__plus_02_dot_61)
        (objectType Candle_bar__plus_02_dot_58_bar__plus_00_dot_09_bar__minus_00_dot_39 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_58_bar__plus_00_dot_09_bar__minus_00_dot_39 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation Candle_bar__plus_02_dot_58_bar__plus_00_dot_09_bar__minus_00_dot_39 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_58_bar__plus_00_dot_09_bar__minus_00_dot_39)
        (objectType Candle_bar__minus_01_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_19 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_19 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation Candle_bar__minus_01_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_19 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable Candle_bar__minus_01_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_19)
        (objectType KeyChain_bar__minus_00_dot_76_bar__plus_00_dot_22_bar__plus_02_dot_92 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_76_bar__plus_00_dot_22_bar__plus_02_dot_92 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation KeyChain_bar__minus_00_dot_76_bar__plus_00_dot_22_bar__plus_02_dot_92 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_76_bar__plus_00_dot_22_bar__plus_02_dot_92)
        (objectType Laptop_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__minus_01_dot_11 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__minus_01_dot_11 DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79)
        (objectAtLocation Laptop_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__minus_01_dot_11 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Laptop_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__minus_01_dot_11)
        (objectType Laptop_bar__minus_00_dot_81_bar__plus_00_dot_23_bar__minus_02_dot_91 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_81_bar__plus_00_dot_23_bar__minus_02_dot_91 Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04)
        (objectAtLocation Laptop_bar__minus_00_dot_81_bar__plus_00_dot_23_bar__minus_02_dot_91 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (pickupable Laptop_bar__minus_00_dot_81_bar__plus_00_dot_23_bar__minus_02_dot_91)
        (objectType Pillow_bar__plus_01_dot_42_bar__plus_00_dot_64_bar__minus_01_dot_71 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_42_bar__plus_00_dot_64_bar__minus_01_dot_71 ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92)
        (objectAtLocation Pillow_bar__plus_01_dot_42_bar__plus_00_dot_64_bar__minus_01_dot_71 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Pillow_bar__plus_01_dot_42_bar__plus_00_dot_64_bar__minus_01_dot_71)
        (objectType Pillow_bar__minus_02_dot_86_bar__plus_01_dot_12_bar__minus_00_dot_72 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_86_bar__plus_01_dot_12_bar__minus_00_dot_72 ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92)
        (objectAtLocation Pillow_bar__minus_02_dot_86_bar__plus_01_dot_12_bar__minus_00_dot_72 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Pillow_bar__minus_02_dot_86_bar__plus_01_dot_12_bar__minus_00_dot_72)
        (objectType RemoteControl_bar__minus_01_dot_65_bar__plus_01_dot_05_bar__plus_01_dot_23 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_65_bar__plus_01_dot_05_bar__plus_01_dot_23 ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06)
        (objectAtLocation RemoteControl_bar__minus_01_dot_65_bar__plus_01_dot_05_bar__plus_01_dot_23 loc_bar__minus_6_bar_5_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_65_bar__plus_01_dot_05_bar__plus_01_dot_23)
        (objectType Statue_bar__plus_01_dot_11_bar__plus_00_dot_29_bar__minus_02_dot_00 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_11_bar__plus_00_dot_29_bar__minus_02_dot_00 DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79)
        (objectAtLocation Statue_bar__plus_01_dot_11_bar__plus_00_dot_29_bar__minus_02_dot_00 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Statue_bar__plus_01_dot_11_bar__plus_00_dot_29_bar__minus_02_dot_00)
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
                         (objectType ?o CandleType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
