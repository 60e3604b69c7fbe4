(define (problem plan_trial_T00000000_000002_000005)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        ButterKnifeType - otype
        FloorLampType - otype
        KnifeType - otype
        PillowType - otype
        PlateType - otype
        StatueType - otype
        TissueBoxType - otype
        FloorLamp_bar__minus_00_dot_54_bar__plus_01_dot_05_bar__plus_02_dot_27 - object
        Statue_bar__plus_01_dot_60_bar__plus_00_dot_02_bar__minus_02_dot_60 - object
        Statue_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_01_dot_01 - object
        Statue_bar__plus_00_dot_51_bar__plus_00_dot_75_bar__minus_01_dot_32 - object
        Pillow_bar__minus_00_dot_95_bar__plus_01_dot_06_bar__plus_02_dot_62 - object
        Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98 - object
        Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55 - object
        TissueBox_bar__plus_01_dot_19_bar__plus_00_dot_49_bar__plus_02_dot_10 - object
        ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 - receptacle
        ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 - receptacle
        CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 - receptacle
        CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 - receptacle
        DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 - receptacle
        SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 - receptacle
        SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 - receptacle
        Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 - receptacle
        loc_bar_1_bar_4_bar_0_bar_30 - location
        loc_bar__minus_10_bar_22_bar_2_bar_30 - location
        loc_bar__minus_10_bar_27_bar_1_bar_30 - location
        loc_bar__minus_15_bar_22_bar_2_bar_30 - location
        loc_bar__minus_17_bar_26_bar_1_bar_30 - location
        loc_bar__minus_18_bar_32_bar_1_bar_30 - location
        loc_bar__minus_5_bar_33_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_4_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PlateType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__minus_00_dot_54_bar__plus_01_dot_05_bar__plus_02_dot_27 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_00_dot_54_bar__plus_01_dot_05_bar__plus_02_dot_27 SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52)
        (objectAtLocation FloorLamp_bar__minus_00_dot_54_bar__plus_01_dot_05_bar__plus_02_dot_27 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (toggleable FloorLamp_bar__minus_00_dot_54_bar__plus_01_dot_05_bar__plus_02_dot_27)
        (objectType Statue_bar__plus_01_dot_60_bar__plus_00_dot_02_bar__minus_02_dot_60 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_60_bar__plus_00_dot_02_bar__minus_02_dot_60 CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60)
        (objectAtLocation Statue_bar__plus_01_dot_60_bar__plus_00_dot_02_bar__minus_02_dot_60 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable Statue_bar__plus_01_dot_60_bar__plus_00_dot_02_bar__minus_02_dot_60)
        (objectType Statue_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_01_dot_01 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_01_dot_01 CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60)
        (objectAtLocation Statue_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_01_dot_01 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable Statue_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_01_dot_01)
        (objectType Statue_bar__plus_00_dot_51_bar__plus_00_dot_75_bar__minus_01_dot_32 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_51_bar__plus_00_dot_75_bar__minus_01_dot_32 CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60)
        (objectAtLocation Statue_bar__plus_00_dot_51_bar__plus_00_dot_75_bar__minus_01_dot_32 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable Statue_bar__plus_00_dot_51_bar__plus_00_dot_75_bar__minus_01_dot_32)
        (objectType Pillow_bar__minus_00_dot_95_bar__plus_01_dot_06_bar__plus_02_dot_62 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_95_bar__plus_01_dot_06_bar__plus_02_dot_62 Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45)
        (objectAtLocation Pillow_bar__minus_00_dot_95_bar__plus_01_dot_06_bar__plus_02_dot_62 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Pillow_bar__minus_00_dot_95_bar__plus_01_dot_06_bar__plus_02_dot_62)
        (objectType Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98)
        (cleanable Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98)
        (heatable Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98)
        (coolable Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98)
        (isReceptacleObject Plate_bar__minus_00_dot_01_bar__plus_01_dot_36_bar__minus_00_dot_98)
        (objectType Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55 DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23)
        (objectAtLocation Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55)
        (cleanable Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55)
        (heatable Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55)
        (coolable Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55)
        (isReceptacleObject Plate_bar__minus_02_dot_82_bar__plus_01_dot_12_bar__minus_00_dot_55)
        (objectType TissueBox_bar__plus_01_dot_19_bar__plus_00_dot_49_bar__plus_02_dot_10 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_19_bar__plus_00_dot_49_bar__plus_02_dot_10 SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52)
        (objectAtLocation TissueBox_bar__plus_01_dot_19_bar__plus_00_dot_49_bar__plus_02_dot_10 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_19_bar__plus_00_dot_49_bar__plus_02_dot_10)
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
