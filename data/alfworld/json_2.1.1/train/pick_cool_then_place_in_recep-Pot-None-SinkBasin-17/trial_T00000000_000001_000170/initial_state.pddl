(define (problem plan_trial_T00000000_000001_000170)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        KettleType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        SpoonType - otype
        Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08 - object
        Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51 - object
        Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63 - object
        DishSponge_bar__plus_02_dot_58_bar__plus_00_dot_74_bar__plus_00_dot_31 - object
        DishSponge_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__minus_02_dot_84 - object
        Kettle_bar__minus_02_dot_33_bar__plus_01_dot_09_bar__minus_02_dot_38 - object
        Kettle_bar__minus_01_dot_39_bar__plus_00_dot_88_bar__plus_01_dot_93 - object
        Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50 - object
        Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63 - object
        Spoon_bar__minus_00_dot_38_bar__plus_01_dot_45_bar__minus_01_dot_10 - object
        Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 - receptacle
        Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 - receptacle
        CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 - receptacle
        CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 - receptacle
        DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 - receptacle
        DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 - receptacle
        Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_12_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_1_bar_2_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_30 - location
        loc_bar_2_bar_10_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar_10_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 loc_bar_0_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 loc_bar_1_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (receptacleType Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37)
        (receptacleType CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 loc_bar_2_bar_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 loc_bar_2_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (receptacleType GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 loc_bar_1_bar_6_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SpoonType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (objectType Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08 PotType)
        (inReceptacle Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08)
        (cleanable Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08)
        (coolable Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08)
        (isReceptacleObject Pot_bar__minus_00_dot_96_bar__plus_01_dot_38_bar__minus_00_dot_08)
        (objectType Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51 PotType)
        (inReceptacle Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51)
        (cleanable Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51)
        (coolable Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51)
        (isReceptacleObject Pot_bar__plus_02_dot_80_bar__plus_00_dot_31_bar__minus_02_dot_51)
        (objectType Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63 PotType)
        (inReceptacle Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63 Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (objectAtLocation Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63 loc_bar_0_bar_6_bar_1_bar_30)
        (pickupable Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63)
        (cleanable Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63)
        (coolable Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63)
        (isReceptacleObject Pot_bar__plus_01_dot_56_bar__plus_00_dot_44_bar__plus_02_dot_63)
        (objectType DishSponge_bar__plus_02_dot_58_bar__plus_00_dot_74_bar__plus_00_dot_31 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_58_bar__plus_00_dot_74_bar__plus_00_dot_31 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation DishSponge_bar__plus_02_dot_58_bar__plus_00_dot_74_bar__plus_00_dot_31 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_58_bar__plus_00_dot_74_bar__plus_00_dot_31)
        (cleanable DishSponge_bar__plus_02_dot_58_bar__plus_00_dot_74_bar__plus_00_dot_31)
        (objectType DishSponge_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__minus_02_dot_84 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__minus_02_dot_84 GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47)
        (objectAtLocation DishSponge_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__minus_02_dot_84 loc_bar_1_bar_6_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__minus_02_dot_84)
        (cleanable DishSponge_bar__plus_02_dot_10_bar__plus_01_dot_19_bar__minus_02_dot_84)
        (objectType Kettle_bar__minus_02_dot_33_bar__plus_01_dot_09_bar__minus_02_dot_38 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_33_bar__plus_01_dot_09_bar__minus_02_dot_38 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Kettle_bar__minus_02_dot_33_bar__plus_01_dot_09_bar__minus_02_dot_38 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Kettle_bar__minus_02_dot_33_bar__plus_01_dot_09_bar__minus_02_dot_38)
        (cleanable Kettle_bar__minus_02_dot_33_bar__plus_01_dot_09_bar__minus_02_dot_38)
        (objectType Kettle_bar__minus_01_dot_39_bar__plus_00_dot_88_bar__plus_01_dot_93 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_39_bar__plus_00_dot_88_bar__plus_01_dot_93 Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin)
        (objectAtLocation Kettle_bar__minus_01_dot_39_bar__plus_00_dot_88_bar__plus_01_dot_93 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Kettle_bar__minus_01_dot_39_bar__plus_00_dot_88_bar__plus_01_dot_93)
        (cleanable Kettle_bar__minus_01_dot_39_bar__plus_00_dot_88_bar__plus_01_dot_93)
        (objectType Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50 CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67)
        (objectAtLocation Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50)
        (cleanable Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50)
        (heatable Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50)
        (coolable Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50)
        (isReceptacleObject Plate_bar__plus_01_dot_44_bar__plus_00_dot_39_bar__minus_02_dot_50)
        (objectType Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63)
        (cleanable Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63)
        (heatable Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63)
        (coolable Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63)
        (isReceptacleObject Plate_bar__plus_00_dot_93_bar__plus_00_dot_36_bar__minus_02_dot_63)
        (objectType Spoon_bar__minus_00_dot_38_bar__plus_01_dot_45_bar__minus_01_dot_10 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_38_bar__plus_01_dot_45_bar__minus_01_dot_10 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (objectAtLocation Spoon_bar__minus_00_dot_38_bar__plus_01_dot_45_bar__minus_01_dot_10 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Spoon_bar__minus_00_dot_38_bar__plus_01_dot_45_bar__minus_01_dot_10)
        (cleanable Spoon_bar__minus_00_dot_38_bar__plus_01_dot_45_bar__minus_01_dot_10)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
