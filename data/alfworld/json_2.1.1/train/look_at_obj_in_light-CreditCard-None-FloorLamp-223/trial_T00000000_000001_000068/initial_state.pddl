(define (problem plan_trial_T00000000_000001_000068)
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
        BoxType - otype
        ButterKnifeType - otype
        CandleType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        PlateType - otype
        StatueType - otype
        VaseType - otype
        FloorLamp_bar__minus_00_dot_60_bar__plus_01_dot_36_bar__minus_00_dot_48 - object
        CreditCard_bar__plus_01_dot_21_bar__plus_00_dot_62_bar__plus_00_dot_15 - object
        CreditCard_bar__minus_00_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_05 - object
        Box_bar__minus_00_dot_45_bar__plus_00_dot_46_bar__minus_00_dot_56 - object
        Candle_bar__minus_00_dot_30_bar__plus_00_dot_51_bar__plus_00_dot_17 - object
        Candle_bar__minus_02_dot_40_bar__plus_00_dot_53_bar__minus_02_dot_14 - object
        KeyChain_bar__minus_01_dot_73_bar__plus_01_dot_22_bar__minus_01_dot_04 - object
        KeyChain_bar__plus_00_dot_79_bar__plus_01_dot_31_bar__minus_02_dot_84 - object
        Laptop_bar__plus_00_dot_18_bar__plus_00_dot_50_bar__plus_02_dot_39 - object
        Laptop_bar__minus_00_dot_24_bar__plus_01_dot_49_bar__plus_00_dot_31 - object
        Pillow_bar__plus_01_dot_13_bar__plus_00_dot_26_bar__plus_01_dot_26 - object
        Pillow_bar__plus_02_dot_01_bar__plus_00_dot_86_bar__minus_01_dot_66 - object
        Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14 - object
        Statue_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__minus_02_dot_22 - object
        Statue_bar__plus_02_dot_14_bar__plus_00_dot_57_bar__minus_01_dot_91 - object
        Vase_bar__minus_01_dot_66_bar__plus_00_dot_08_bar__minus_00_dot_33 - object
        Vase_bar__plus_00_dot_40_bar__plus_00_dot_07_bar__minus_00_dot_62 - object
        ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06 - receptacle
        ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 - receptacle
        ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 - receptacle
        CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 - receptacle
        DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 - receptacle
        DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79 - receptacle
        Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 - receptacle
        TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 - receptacle
        loc_bar_8_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_10_bar_10_bar_0_bar_30 - location
        loc_bar__minus_11_bar_0_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_0_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_8_bar_7_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar_10_bar_0_bar_30)
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
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CandleType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__minus_00_dot_60_bar__plus_01_dot_36_bar__minus_00_dot_48 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_00_dot_60_bar__plus_01_dot_36_bar__minus_00_dot_48 TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79)
        (objectAtLocation FloorLamp_bar__minus_00_dot_60_bar__plus_01_dot_36_bar__minus_00_dot_48 loc_bar__minus_8_bar_7_bar_0_bar_30)
        (toggleable FloorLamp_bar__minus_00_dot_60_bar__plus_01_dot_36_bar__minus_00_dot_48)
        (objectType CreditCard_bar__plus_01_dot_21_bar__plus_00_dot_62_bar__plus_00_dot_15 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_21_bar__plus_00_dot_62_bar__plus_00_dot_15 Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04)
        (objectAtLocation CreditCard_bar__plus_01_dot_21_bar__plus_00_dot_62_bar__plus_00_dot_15 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_21_bar__plus_00_dot_62_bar__plus_00_dot_15)
        (objectType CreditCard_bar__minus_00_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_05 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_05 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation CreditCard_bar__minus_00_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_05 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_38_bar__plus_00_dot_70_bar__plus_02_dot_05)
        (objectType Box_bar__minus_00_dot_45_bar__plus_00_dot_46_bar__minus_00_dot_56 BoxType)
        (inReceptacle Box_bar__minus_00_dot_45_bar__plus_00_dot_46_bar__minus_00_dot_56 Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04)
        (objectAtLocation Box_bar__minus_00_dot_45_bar__plus_00_dot_46_bar__minus_00_dot_56 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (pickupable Box_bar__minus_00_dot_45_bar__plus_00_dot_46_bar__minus_00_dot_56)
        (isReceptacleObject Box_bar__minus_00_dot_45_bar__plus_00_dot_46_bar__minus_00_dot_56)
        (objectType Candle_bar__minus_00_dot_30_bar__plus_00_dot_51_bar__plus_00_dot_17 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_30_bar__plus_00_dot_51_bar__plus_00_dot_17 DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79)
        (objectAtLocation Candle_bar__minus_00_dot_30_bar__plus_00_dot_51_bar__plus_00_dot_17 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Candle_bar__minus_00_dot_30_bar__plus_00_dot_51_bar__plus_00_dot_17)
        (objectType Candle_bar__minus_02_dot_40_bar__plus_00_dot_53_bar__minus_02_dot_14 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_40_bar__plus_00_dot_53_bar__minus_02_dot_14 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation Candle_bar__minus_02_dot_40_bar__plus_00_dot_53_bar__minus_02_dot_14 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable Candle_bar__minus_02_dot_40_bar__plus_00_dot_53_bar__minus_02_dot_14)
        (objectType KeyChain_bar__minus_01_dot_73_bar__plus_01_dot_22_bar__minus_01_dot_04 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_73_bar__plus_01_dot_22_bar__minus_01_dot_04 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation KeyChain_bar__minus_01_dot_73_bar__plus_01_dot_22_bar__minus_01_dot_04 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_73_bar__plus_01_dot_22_bar__minus_01_dot_04)
        (objectType KeyChain_bar__plus_00_dot_79_bar__plus_01_dot_31_bar__minus_02_dot_84 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_79_bar__plus_01_dot_31_bar__minus_02_dot_84 DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79)
        (objectAtLocation KeyChain_bar__plus_00_dot_79_bar__plus_01_dot_31_bar__minus_02_dot_84 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_79_bar__plus_01_dot_31_bar__minus_02_dot_84)
        (objectType Laptop_bar__plus_00_dot_18_bar__plus_00_dot_50_bar__plus_02_dot_39 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_18_bar__plus_00_dot_50_bar__plus_02_dot_39 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation Laptop_bar__plus_00_dot_18_bar__plus_00_dot_50_bar__plus_02_dot_39 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Laptop_bar__plus_00_dot_18_bar__plus_00_dot_50_bar__plus_02_dot_39)
        (objectType Laptop_bar__minus_00_dot_24_bar__plus_01_dot_49_bar__plus_00_dot_31 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_24_bar__plus_01_dot_49_bar__plus_00_dot_31 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation Laptop_bar__minus_00_dot_24_bar__plus_01_dot_49_bar__plus_00_dot_31 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Laptop_bar__minus_00_dot_24_bar__plus_01_dot_49_bar__plus_00_dot_31)
        (objectType Pillow_bar__plus_01_dot_13_bar__plus_00_dot_26_bar__plus_01_dot_26 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_13_bar__plus_00_dot_26_bar__plus_01_dot_26 ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06)
        (objectAtLocation Pillow_bar__plus_01_dot_13_bar__plus_00_dot_26_bar__plus_01_dot_26 loc_bar__minus_6_bar_5_bar_1_bar_30)
        (pickupable Pillow_bar__plus_01_dot_13_bar__plus_00_dot_26_bar__plus_01_dot_26)
        (objectType Pillow_bar__plus_02_dot_01_bar__plus_00_dot_86_bar__minus_01_dot_66 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_01_bar__plus_00_dot_86_bar__minus_01_dot_66 ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06)
        (objectAtLocation Pillow_bar__plus_02_dot_01_bar__plus_00_dot_86_bar__minus_01_dot_66 loc_bar__minus_6_bar_5_bar_1_bar_30)
        (pickupable Pillow_bar__plus_02_dot_01_bar__plus_00_dot_86_bar__minus_01_dot_66)
        (objectType Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14)
        (cleanable Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14)
        (heatable Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14)
        (coolable Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14)
        (isReceptacleObject Plate_bar__minus_02_dot_01_bar__plus_01_dot_05_bar__minus_00_dot_14)
        (objectType Statue_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__minus_02_dot_22 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__minus_02_dot_22 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation Statue_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__minus_02_dot_22 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable Statue_bar__plus_01_dot_47_bar__plus_00_dot_16_bar__minus_02_dot_22)
        (objectType Statue_bar__plus_02_dot_14_bar__plus_00_dot_57_bar__minus_01_dot_91 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_14_bar__plus_00_dot_57_bar__minus_01_dot_91 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation Statue_bar__plus_02_dot_14_bar__plus_00_dot_57_bar__minus_01_dot_91 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable Statue_bar__plus_02_dot_14_bar__plus_00_dot_57_bar__minus_01_dot_91)
        (objectType Vase_bar__minus_01_dot_66_bar__plus_00_dot_08_bar__minus_00_dot_33 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_66_bar__plus_00_dot_08_bar__minus_00_dot_33 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (objectAtLocation Vase_bar__minus_01_dot_66_bar__plus_00_dot_08_bar__minus_00_dot_33 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable Vase_bar__minus_01_dot_66_bar__plus_00_dot_08_bar__minus_00_dot_33)
        (objectType Vase_bar__plus_00_dot_40_bar__plus_00_dot_07_bar__minus_00_dot_62 VaseType)
        (inReceptacle Vase_bar__plus_00_dot_40_bar__plus_00_dot_07_bar__minus_00_dot_62 DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79)
        (objectAtLocation Vase_bar__plus_00_dot_40_bar__plus_00_dot_07_bar__minus_00_dot_62 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Vase_bar__plus_00_dot_40_bar__plus_00_dot_07_bar__minus_00_dot_62)
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
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
